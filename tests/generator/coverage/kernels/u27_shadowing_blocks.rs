//! Shadowing through type changes (`u8` -> `u32` -> `f32`), block expressions as values, and
//! `let` with `if`/`match` initialisers: a byte to a normalised, gamma-ish value.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_shadowing_blocks(px: &[u8], out: &mut [f32], levels: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= px.len() || i >= out.len() {
            return;
        }
        let v = px[i];
        let v = v as u32;
        let v = {
            let q = if levels == 0 { 1 } else { 256 / levels.min(256) };
            (v / q) * q
        };
        let v = v as f32 / 255.0;
        let v = match v {
            x if x < 0.25 => x * 0.5,
            x if x < 0.75 => {
                let t = x - 0.25;
                0.125 + t * 1.25
            }
            x => 0.75 + (x - 0.75) * 1.0,
        };
        out[i] = v;
    }
}
