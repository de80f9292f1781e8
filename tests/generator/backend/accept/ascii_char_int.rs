//! `u8::is_ascii_*` / `to_ascii_*`, the same of `char`, `char::from(u8)`,
//! `char::to_digit(radix)` (Rust's radix panic), `u32::next_multiple_of`
//! (overflow and zero panics), `midpoint` of unsigned and signed integers.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ascii_char_int(text: &[u8], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < text.len() && i < out.len() {
            let b = text[i];
            let c = char::from(b);
            let flags = b.is_ascii_alphabetic() as u32
                | (b.is_ascii_alphanumeric() as u32) << 1
                | (b.is_ascii_hexdigit() as u32) << 2
                | (b.is_ascii_punctuation() as u32) << 3
                | (c.is_ascii_whitespace() as u32) << 4
                | (c.is_ascii_uppercase() as u32) << 5
                | (b.is_ascii_graphic() as u32) << 6
                | (b.is_ascii_control() as u32) << 7;
            let up = b.to_ascii_uppercase() as u32 + b.to_ascii_lowercase() as u32;
            let d = c.to_digit(16).unwrap_or(99);
            let n = (b as u32).next_multiple_of(8) + (b as u32).midpoint(7);
            let m = (b as i32 - 100).midpoint(-3) as u32;
            out[i] = flags ^ up << 8 ^ d << 16 ^ n ^ m;
        }
    }
}
// CHECK: kernel @ascii_char_int(
// CHECK-O0: core.char.to_digit
