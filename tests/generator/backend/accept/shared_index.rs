//! `s[i]`, `s[i] += x` and a 2-D tile's `tile[r][c]` on shared arrays: the
//! index calls become a bounds check (Rust's panic) and get/set at the same
//! slot (ir/SharedIndex.cpp), proved by S8 like get/set.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_index(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 128>();
        let mut tile = shared_array::<[u32; 17], 8>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        sync_threads();
        let mut stride = 64;
        while stride > 0 {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
            stride /= 2;
        }
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        tile[ty][tx] = s[t];
        sync_threads();
        if i < y.len() {
            y[i] = tile[ty][tx] + s[0];
        }
    }
}
// CHECK: kernel @shared_index(
// CHECK: call rsgpu.shared.set<u32, 128>(
// CHECK: call rsgpu.sync_threads()
// CHECK: call rsgpu.shared.get<u32, 128>(
// CHECK: call rsgpu.shared.set<u32, 128>(
// CHECK: call rsgpu.shared.set<[u32; 17], 8>(
