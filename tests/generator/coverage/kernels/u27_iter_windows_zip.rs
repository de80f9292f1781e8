//! Iterator chains on a thread's row: `windows(2)` + `zip` for a discrete derivative, `rev()` +
//! `step_by(2)` for a strided reverse sum, `chunks_exact(4)` sums.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_iter_windows_zip(x: &[f32], w: &[f32], cols: usize, out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (r + 1) * 4 > out.len() || (r + 1) * cols > x.len() {
            return;
        }
        let row = &x[r * cols..(r + 1) * cols];
        let deriv: f32 = row.windows(2).zip(w.iter()).map(|(p, &k)| (p[1] - p[0]) * k).sum();
        let back: f32 = row.iter().rev().step_by(2).copied().sum();
        let quads = row.chunks_exact(4).map(|c| c.iter().sum::<f32>()).fold(0.0f32, |m, s| m.max(s));
        let o = &mut out[r * 4..(r + 1) * 4];
        o[0] = deriv;
        o[1] = back;
        o[2] = quads;
        o[3] = row.iter().zip(row.iter().skip(1)).filter(|(a, b)| a < b).count() as f32;
    }
}
