//! S8 twin: the constant-stride tree with named constants, `if t <= G - 1 { s[t] += s[t + C] }` (G = 64, C = 128), and an unguarded read at t + C in the same phase: writes in [0, 64), reads from 128 on. Race-free.
#![no_std]
use rsgpu::*;

const G: usize = 64;
const C: usize = 128;

rsgpu::kernel! {
    pub fn rt12_treec_named_consts_le_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t <= G - 1 {
            s[t] += s[t + C];
        }
        let v = s[t + C];
        sync_threads();
        if v > 0.0 {
            s[t + 256] = v;
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: kernel @rt12_treec_named_consts_le_twin(
