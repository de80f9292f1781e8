//! S8: a shared array declared in a device function is seen by no phase
//! analysis and zeroed by no kernel prologue.
#![no_std]
use rsgpu::*;

fn helper(t: usize) -> u32 {
    let s = shared_array::<u32, 64>();
    s.get(t)
}

rsgpu::kernel! {
    pub fn shared_in_fn(out: &mut [u32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if g < out.len() {
            out[g] = helper(thread_idx_x() as usize);
        }
    }
}
// CHECK: error[RG0222]: shared array declared in device function
