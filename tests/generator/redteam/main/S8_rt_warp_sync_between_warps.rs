//! S8: `sync_warp()` where a block barrier is needed — the read is of a slot
//! another warp wrote.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_sync_between_warps(x: &[f32], y: &mut [f32]) {
        let s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 128 {
            s.set(t, if i < x.len() { x[i] } else { 0.0 });
        }
        warp::sync_warp();
        if t < 128 && i < y.len() {
            y[i] = s.get((t + 32) % 128);
        }
    }
}
// At O3 rustc duplicates sync_warp() into both arms of `t < 128`: RG0211 then.
// CHECK-O0: error[RG0220]: read of `s[{{.*}}]` may see another thread's write of `s[t]`
// CHECK-O3: error[RG02{{20|11}}]
