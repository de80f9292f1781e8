//! Attention scores S = q K^T * scale, one block per query row: the q row is staged in shared memory (dims up
//! to 64), then thread t computes keys t, t + 128, ... (`(t..nk).step_by(B)`), `zip` of the staged row and a key.
#![no_std]
use rsgpu::*;

const B: usize = 128;
const D: usize = 64;

rsgpu::kernel! {
    pub fn u29_attention_scores(q: &[f32], k: &[f32], dim: usize, nk: usize, scale: f32, s: &mut [f32]) {
        let mut qs = shared_array::<f32, D>();
        let t = thread_idx_x() as usize;
        let row = block_idx_x() as usize;
        if t < D {
            qs[t] = if t < dim { q.get(row * dim + t).copied().unwrap_or(0.0) } else { 0.0 };
        }
        sync_threads();
        for j in (t..nk).step_by(B) {
            let mut dot = 0.0f32;
            for c in 0..dim.min(D) {
                dot += qs[c] * k.get(j * dim + c).copied().unwrap_or(0.0);
            }
            s[row * nk + j] = dot * scale;
        }
    }
}
