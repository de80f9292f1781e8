//! S8 warp phases, near miss: a loop writes the thread's own slot, syncs
//! the warp and reads the neighbour lane's slot; the next round's write
//! follows the read with no warp barrier between them, so a fast lane can
//! overwrite its slot before its neighbour has read it. The same in
//! straight-line code: a second write after the read, before the next
//! `sync_warp()`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_phase_loop_write_after_read(x: &[f32], out: &mut [f32]) {
        let mut stage = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        let lane = t % 32;
        let neighbour = t - lane + (lane + 1) % 32;
        for _ in 0..4 {
            stage[t] = v;
            warp::sync_warp();
            v += stage[neighbour];
        }
        if i < out.len() {
            out[i] = v;
        }
    }
}

rsgpu::kernel! {
    pub fn warp_phase_second_write(x: &[f32], out: &mut [f32]) {
        let mut stage = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        stage[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp();
        let lane = t % 32;
        let v = stage[t - lane + (lane + 1) % 32];
        stage[t] = v * 2.0;
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `stage[neighbour]` may see another thread's write of `stage[t]`
// CHECK: error[RG0220]: read of `stage[{{.*}}]` may see another thread's write of `stage[t]`
