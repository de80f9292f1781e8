//! S8 twin: the constant-stride tree with the guard taken as the false edge of `t >= 64` (`if t >= 64 {} else { s[t] += s[t + 128] }`), then a level in a match arm `0..=31` reading `s[t + 32]`: writes below G <= C, reads from C on. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_false_edge_ge_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t >= 64 {
        } else {
            s[t] += s[t + 128];
        }
        sync_threads();
        match t {
            0..=31 => {
                s[t] += s[t + 32];
            }
            _ => {}
        }
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: kernel @rt12_treec_false_edge_ge_twin(
