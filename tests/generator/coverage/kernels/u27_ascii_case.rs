//! ASCII text normalisation per byte: title-case words (`to_ascii_uppercase` after a separator,
//! `to_ascii_lowercase` otherwise), whitespace to '_', digits kept, `as char` round trips.
#![no_std]
use rsgpu::*;

fn is_sep(b: u8) -> bool {
    b.is_ascii_whitespace() || b == b'-' || b == b'.'
}

rsgpu::kernel! {
    pub fn u27_ascii_case(text: &[u8], out: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= text.len() || i >= out.len() {
            return;
        }
        let b = text[i];
        let starts_word = i == 0 || is_sep(text[i - 1]);
        let c = b as char;
        out[i] = if c.is_ascii_whitespace() {
            b'_'
        } else if c.is_ascii_alphabetic() {
            if starts_word { b.to_ascii_uppercase() } else { b.to_ascii_lowercase() }
        } else if c.is_ascii_digit() {
            b
        } else if c.is_ascii_punctuation() {
            b'.'
        } else {
            b'?'
        };
    }
}
