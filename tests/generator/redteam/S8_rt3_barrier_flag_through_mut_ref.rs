//! S8: `let mut go = true; let r = &mut go; *r = t < 16; if go { sync_threads() }` — a barrier reached by 16 threads.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_flag_through_mut_ref(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut go = true;
        let r = &mut go;
        *r = t < 16;
        if go {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]:
