//! Byte text: `is_ascii_alphabetic`, `to_ascii_uppercase`, `char::from`, `to_digit`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_ascii_bytes(text: &[u8], upper: &mut [u8], value: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < text.len() && i < upper.len() && i < value.len() {
            let b = text[i];
            upper[i] = if b.is_ascii_alphabetic() { b.to_ascii_uppercase() } else { b'_' };
            let c = char::from(b);
            value[i] = match c.to_digit(16) {
                Some(d) => d,
                None if c.is_ascii_whitespace() => 100,
                None => 200 + (c as u32 & 0x1f),
            };
        }
    }
}
