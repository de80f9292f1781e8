//! S5 parts: `let t = (lo, 0usize); t.0[t.1] = ..` by every thread (the head of
//! a split through a tuple). Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_part_in_tuple_head_every_thread(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, _hi) = y.split_at_mut(m);
        let tp = (lo, 0usize);
        if tp.1 < tp.0.len() {
            tp.0[tp.1] = i as f32;
        }
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
