//! `char` (docs/generator/kernels.md lists it among the scalars): a kernel
//! parameter, literals (ASCII, escapes, non-ASCII up to 4 UTF-8 bytes),
//! `u8 as char` and `c as u32`, comparisons, and a `match` on chars with
//! ranges and alternatives. C++ carries a `char` as `char32_t`.
#![no_std]
use rsgpu::*;

fn class(c: char) -> u32 {
    match c {
        'a'..='z' => 1,
        'A'..='Z' => 2,
        '0'..='9' => 3,
        '\n' | '\t' | '\'' | '\\' => 4,
        'é' | '€' | '😀' => 5,
        '\0' => 6,
        _ => 0,
    }
}

/// Comparisons with constants: rustc prints each as a char literal in its
/// Debug form (escapes, `\u{..}`, raw UTF-8).
fn marks(c: char) -> u32 {
    (c == '\n') as u32
        | ((c == '\'') as u32) << 1
        | ((c == '\\') as u32) << 2
        | ((c == '\0') as u32) << 3
        | ((c == '\u{7f}') as u32) << 4
        | ((c == '\u{10FFFF}') as u32) << 5
        | ((c == 'é') as u32) << 6
        | ((c == '€') as u32) << 7
        | ((c == '"') as u32) << 8
        | ((c == '\t') as u32) << 9
}

rsgpu::kernel! {
    pub fn char_values(text: &[u32], sep: char, out: &mut [u32], back: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < text.len() && i < out.len() && i < back.len() {
            let c = (text[i] & 0x7f) as u8 as char;
            let mut v = class(c) * 16 + class(sep);
            if c == sep {
                v |= 1 << 10;
            }
            if c < 'a' {
                v |= 1 << 11;
            }
            if sep > '\u{ff}' {
                v |= 1 << 12;
            }
            if sep == '😀' {
                v |= 1 << 13;
            }
            out[i] = v | marks(c) << 16 | marks(sep) << 26;
            back[i] = c as u32 + sep as u32;
        }
    }
}
// CHECK: kernel @char_values(
// CHECK: char
