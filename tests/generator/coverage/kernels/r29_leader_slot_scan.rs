//! Red team 29: an inclusive warp scan by `shfl_up`, lane 31 writes the warp total to `s[t / 32]`, after the barrier thread 0 sums the totals of its block. Docs (per-warp slots, lane 31): rustc's values.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn r29_leader_slot_scan(x: &[u32], y: &mut [u32], tot: &mut [u32]) {
        let mut s = shared_array::<u32, 32>(); let t = thread_idx_x() as usize; let b = block_idx_x() as usize;
        let gid = b * block_dim_x() as usize + t;
        let mut v = if gid < x.len() { x[gid] } else { 0 };
        let mut o = 1u32; while o < 32 { let u = shfl_up(v, o); if lane_id() >= o { v = v.wrapping_add(u); } o *= 2; }
        if gid < y.len() { y[gid] = v; }
        if lane_id() == 31 { s[t / 32] = v; }
        sync_threads();
        if t == 0 { let mut a = 0u32; let mut w = 0; while w < (block_dim_x() as usize) / 32 { a = a.wrapping_add(s[w]); w += 1; } if b < tot.len() { tot[b] = a; } }
    }
}
