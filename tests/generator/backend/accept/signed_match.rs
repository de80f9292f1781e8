//! Issue 15: a `match` on signed values. rustc's `switchInt` lists the bit
//! patterns (`4294967295_i32` for -1); the case labels must be the signed
//! values (`case -1:`), or the C++ is ill-formed for an `int` condition.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn signed_match(x: &[i32], w: &[i64], y: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() && i < w.len() {
            let a = match x[i] {
                -1 => 7,
                5 => 1,
                i32::MIN => 3,
                -100 => 11,
                _ => 0,
            };
            let b = match w[i] {
                -1 => 100,
                i64::MIN => 200,
                9_000_000_000 => 300,
                _ => 0,
            };
            let c = match (x[i] & 0xff) as i8 {
                -128 => 1000,
                -2 => 2000,
                _ => 0,
            };
            y[i] = a + b + c;
        }
    }
}
// CHECK: kernel @signed_match(
