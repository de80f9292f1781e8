//! Twin (false-positive probe): a `&mut [f32]` local bound to the parameter
//! `y` (thread i writes `q[i]`), then rebound to a thread-private array
//! (`q = &mut local; q[0] = ..`): the second write is the thread's own memory.
//! Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn mut_local_rebound_to_private_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut local = [0.0f32; 4];
        let mut q: &mut [f32] = y;
        if i < q.len() && i < x.len() {
            q[i] = x[i];
        }
        q = &mut local;
        q[0] = 2.0;
    }
}
// CHECK: kernel @mut_local_rebound_to_private_twin(
