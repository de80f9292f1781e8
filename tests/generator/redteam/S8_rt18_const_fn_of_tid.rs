//! S8 misuse (red team 18): a `const fn parity(t: u32) -> u32 { t & 1 }` called with the thread id.
#![no_std]
use rsgpu::*;

const fn parity(t: u32) -> u32 {
    t & 1
}

rsgpu::kernel! {
    pub fn const_fn_of_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if parity(thread_idx_x()) == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
