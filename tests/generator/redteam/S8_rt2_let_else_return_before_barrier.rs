//! S8: `let Some(v) = x.get(i) else { return };` then `sync_threads()`: the
//! threads past the end leave, the others wait at the barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn let_else_return_before_barrier(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 256>();
        let Some(v) = x.get(i) else { return };
        s[t] = *v;
        sync_threads();
        if i < y.len() {
            y[i] = s[255 - t];
        }
    }
}
// CHECK: error[RG0210]:
