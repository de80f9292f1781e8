//! S8: a barrier closure stored in a tuple `(|| sync_threads(), 1)` and called
//! as `(p.0)()` under `t < p.1 * 16`. Expected RG0210.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn barrier_closure_in_tuple_under_branch(y: &mut [f32]) {
        let p = (|| sync_threads(), 1u32);
        let t = thread_idx_x();
        if t < p.1 * 16 { (p.0)(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0210]:
