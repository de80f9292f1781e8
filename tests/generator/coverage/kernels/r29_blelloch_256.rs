//! Red team 29: Blelloch's exclusive scan of 256 u32 in blocks of 256 threads (at most 128 of them sweep) (up-sweep `s[c(2t+2)-1] += s[c(2t+1)-1]`, the root cleared by thread 0, down-sweep writing both slots), wrapping adds. Docs (odd/even slots): rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_blelloch_256(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize; let b = block_idx_x() as usize; let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 256 && gid < x.len() { s[t] = x[gid]; }
        sync_threads();
        let mut offset = 1usize; let mut d = 128usize;
        while d > 0 { if t < d { let ai = offset * (2 * t + 1) - 1; let bi = offset * (2 * t + 2) - 1; s[bi] = s[bi].wrapping_add(s[ai]); } offset *= 2; sync_threads(); d /= 2; }
        if t == 0 { s[255] = 0; }
        sync_threads();
        let mut d = 1usize;
        while d < 256 { offset /= 2; if t < d { let ai = offset * (2 * t + 1) - 1; let bi = offset * (2 * t + 2) - 1; let v = s[ai]; s[ai] = s[bi]; s[bi] = s[bi].wrapping_add(v); } sync_threads(); d *= 2; }
        if t < 256 && gid < y.len() { y[gid] = s[t]; }
    }
}
