//! S8 near miss of a barrier inside a called function ending the phase: the
//! helper synchronises only when its (uniform) argument says so, so a call
//! to it is no barrier; the neighbour read may race with the write.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn barrier_if(yes: bool) {
    if yes {
        sync_threads();
    }
}

rsgpu::kernel! {
    pub fn helper_barrier_on_one_path(x: &[f32], y: &mut [f32], wait: u32) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = shared_array::<f32, 128>();
        if i < x.len() {
            s[t] = x[i];
        }
        barrier_if(wait != 0);
        if i < y.len() {
            y[i] = s[(t + 1) % 128];
        }
    }
}
// CHECK: error[RG0220]: read of `s[((t + 1) % 128)]` may see another thread's write of `s[t]`: no barrier between them
