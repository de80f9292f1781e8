//! Run case (branch gen-breadth; probe 9's m_subslice_mut_runtime_len): a
//! thread's own row of a runtime width, `&mut y[row * n..(row + 1) * n]`.
//! Was RG0201 ("its length is not a constant"). 40 rows of n = 5 over 2
//! blocks of 32 threads (rows 40..63 take nothing): y[i] = i, racecheck on.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_runtime_len(y: &mut [f32], n: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * n <= y.len() {
            let mut k = row * n;
            for v in y[row * n..(row + 1) * n].iter_mut() {
                *v = k as f32;
                k += 1;
            }
        }
    }
}
