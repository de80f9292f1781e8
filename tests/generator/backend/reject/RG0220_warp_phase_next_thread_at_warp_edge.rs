//! S8 warp phases, near miss: after `sync_warp_mask(0xffff_ffff)` each
//! thread reads `s[t + 1]`: lane 31 reads lane 0 of the next warp, which
//! the warp barrier does not order with it. The same with the global id
//! (`gid % 128 + 1`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_phase_next_thread(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 129>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp_mask(0xffff_ffff);
        if i < out.len() {
            out[i] = s[t + 1];
        }
    }
}

rsgpu::kernel! {
    pub fn warp_phase_next_gid(x: &[f32], out: &mut [f32]) {
        let mut s = shared_array::<f32, 129>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * 128 + t;
        s[t] = if g < x.len() { x[g] } else { 0.0 };
        warp::sync_warp();
        if g < out.len() {
            out[g] = s[g % 128 + 1];
        }
    }
}
// CHECK: error[RG0220]: read of `s[{{.*}}1{{.*}}]` may see another thread's write of `s[t]`
// CHECK: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[t]`
