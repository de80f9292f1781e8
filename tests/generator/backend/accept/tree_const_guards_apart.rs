//! The constant-stride tree rule with the guard below the offset: writes at
//! t under `t < G`, reads at `t + C` with G <= C (writes in [0, G), reads
//! from C on), whatever guards the read: `if t < 64 { s[t] += s[t + 128] }`,
//! and a read at `t + 128` under `t < 128` beside writes under `t < 64`
//! (red team 11's `S8_rt11_tree_const_guard_smaller_than_offset_twin`).
//! Near misses: reject/RG0220_tree_const_read_below_bound (G > C),
//! RG0220_tree_const_guard_above_offset_read_unguarded.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_guard_below_offset(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 64 {
            s[t] += s[t + 128];
        }
        sync_threads();
        if t < 64 {
            s[t] += s[t + 64];
        }
        sync_threads();
        if t == 0 {
            let b = block_idx_x() as usize;
            if b < partial.len() {
                partial[b] = s[0];
            }
        }
    }
}

rsgpu::kernel! {
    pub fn tree_const_read_guard_wider(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 64 {
            s[t] = 2.0 * s[t];
        }
        let v = if t < 128 { s[t + 128] } else { 0.0 };
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @tree_const_guard_below_offset(
// CHECK: kernel @tree_const_read_guard_wider(
