//! S5: a thread's own part handed to device fns that write it by index: a
//! device fn's `&mut [T]` parameter is exclusively the caller's (the kernel
//! proved the part its own at the call), so `s[n - 1] = v`, `s[0] = v`,
//! `&mut s[k]` and `s.get_mut(k)` need only Rust's bounds check
//! (S5_rt6_part_to_helper_writes_last_twin: O0 refused the write, RG0301).
#![no_std]
use rsgpu::*;

fn first(s: &mut [f32], v: f32) {
    if !s.is_empty() {
        s[0] = v;
    }
}

fn last_then_first(s: &mut [f32], v: f32) {
    let n = s.len();
    if n > 0 {
        s[n - 1] = v;
    }
    first(s, v + 1.0);
}

fn bump(s: &mut [f32], k: usize) {
    let r = &mut s[k];
    *r += 1.0;
    if let Some(e) = s.get_mut(k + 1) {
        *e *= 2.0;
    }
}

rsgpu::kernel! {
    pub fn part_helper_indexed_writes(y: &mut [f32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            last_then_first(c, 1.0);
            bump(c, 1);
        }
        if let Some(c) = z.get_mut(i..i + 1) {
            first(c, 2.0);
        }
        let mut a = [0.0f32; 4];
        last_then_first(&mut a, 3.0);
        if i < z.len() {
            z[i] += a[3];
        }
    }
}
// CHECK: kernel @part_helper_indexed_writes(
