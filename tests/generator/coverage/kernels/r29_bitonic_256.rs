//! Red team 29: a bitonic sort of 256 u32 in shared memory (`p = t ^ j` under `p > t`, ascending or descending by `t & k`), a barrier per round. Docs (xor pairs): rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_bitonic_256(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize; let b = block_idx_x() as usize; let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 256 && b * 256 + t < x.len() { s[t] = x[b * 256 + t]; }
        sync_threads();
        let mut k = 2usize;
        while k <= 256 {
            let mut j = k / 2;
            while j > 0 {
                let p = t ^ j;
                if p > t { let (u, v) = (s[t], s[p]); let up = (t & k) == 0; if (u > v) == up { s[t] = v; s[p] = u; } }
                sync_threads();
                j /= 2;
            }
            k *= 2;
        }
        if t < 256 && gid < y.len() { y[gid] = s[t]; }
    }
}
