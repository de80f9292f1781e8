//! S8: `let mut it = 0..8; if t < 4 { it.next_back(); } for _ in it {
//! sync_threads() }` — advanced from the back under a thread branch (the
//! fix-values rule names `next`). Expected RG0210 (O0: `next_back` not
//! translated, a refusal is checked).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn next_back_under_branch(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = 0..8usize;
        if t < 4 { it.next_back(); }
        let mut acc = 0.0;
        for _ in it { sync_threads(); acc += 1.0; }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK-O0: error[RG0{{[12]}}
// CHECK-O3: error[RG0210]:
