//! Twin of S5_rt_iter_mut_enumerate_writes_foreign: the walk writes only
//! element `i`, the thread's own. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_mut_enumerate_own_twin(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for (j, v) in y.iter_mut().enumerate() {
            if j == i {
                *v = i as u32;
            }
        }
    }
}
// CHECK: kernel @iter_mut_enumerate_own_twin(
