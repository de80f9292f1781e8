//! `bool` as a value: `^`, non-short-circuit `&`/`|`, `!`, `u8::from(bool)`, `bool as i32` negated into a mask.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_bool_logic(x: &[i32], y: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let p = x[i] > 0;
            let q = y[i] % 2 == 0;
            let r = (p ^ q) & !(p | (x[i] == y[i]));
            let mask = -(r as i32);
            let cnt = u8::from(p) + u8::from(q) + u8::from(r);
            out[i] = (x[i] & mask) | (y[i] & !mask) + cnt as i32 * 1000;
        }
    }
}
