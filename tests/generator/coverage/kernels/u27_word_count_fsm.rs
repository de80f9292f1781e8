//! Word counting per line chunk with a fieldless enum state machine: `match (state, class)`; counts
//! words, digits runs and the longest word of each 32-byte chunk.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum State { Space, Word, Number }

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class { Blank, Alpha, Digit }

fn class(b: u8) -> Class {
    match b {
        b'0'..=b'9' => Class::Digit,
        b'a'..=b'z' | b'A'..=b'Z' | b'_' => Class::Alpha,
        _ => Class::Blank,
    }
}

rsgpu::kernel! {
    pub fn u27_word_count_fsm(text: &[u8], out: &mut [u32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (c + 1) * 32 > text.len() || (c + 1) * 4 > out.len() {
            return;
        }
        let (mut words, mut numbers, mut longest, mut cur) = (0u32, 0u32, 0u32, 0u32);
        let mut st = State::Space;
        for &b in &text[c * 32..(c + 1) * 32] {
            st = match (st, class(b)) {
                (State::Word, Class::Alpha | Class::Digit) => { cur += 1; State::Word }
                (State::Number, Class::Digit) => State::Number,
                (_, Class::Alpha) => { words += 1; cur = 1; State::Word }
                (State::Space | State::Word, Class::Digit) => { numbers += 1; State::Number }
                (_, Class::Blank) => State::Space,
                (State::Number, _) => State::Number,
            };
            if st == State::Word {
                longest = longest.max(cur);
            }
        }
        let o = &mut out[c * 4..(c + 1) * 4];
        o[0] = words;
        o[1] = numbers;
        o[2] = longest;
        o[3] = (st == State::Word) as u32;
    }
}
