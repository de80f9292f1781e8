//! S8 (cause P, 2-D tile key): `let tx = if flag != 0 { kx } else {
//! thread_idx_x() as usize }; tile[ty][tx] = ..` — with flag != 0 the 16
//! threads of a row all write tile[ty][kx] in one phase. Expected RG0221. O3:
//! translated, `tile.unsafe_set(..) // S8: ((ty * 16) + kx) is injective in
//! the thread id` (rustc reuses kx's local for tx). O0: RG0221.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn tile_param_reused(flag: u32, kx: usize, x: &[f32], y: &[Atomic<u32>]) {
        let ty = thread_idx_y() as usize;
        let tx = if flag != 0 { kx } else { thread_idx_x() as usize };
        let mut tile = shared_array::<[f32; 16], 16>();
        if tx < 16 && ty < 16 { tile[ty][tx] = x.len() as f32 + ty as f32; }
        sync_threads();
        if ty < 16 && y.len() > 0 { y[0].fetch_add(tile[ty][0] as u32, core::sync::atomic::Ordering::Relaxed); }
    }
}
// CHECK: error[RG022{{[01]}}]:
