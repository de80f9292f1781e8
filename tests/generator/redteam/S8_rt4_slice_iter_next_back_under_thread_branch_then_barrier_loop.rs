//! S8: the same with `x.iter()` and `next_back`. Expected RG0210 (O0: a
//! refusal).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn slice_iter_next_back_under_branch(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = x.iter();
        if t < 4 { it.next_back(); }
        let mut acc = 0.0;
        for v in it { sync_threads(); acc += *v; }
        if i < y.len() { y[i] = acc; }
    }
}
// CHECK-O0: error[RG0{{[12]}}
// CHECK-O3: error[RG0210]:
