//! S8 (launch obligation, red team 29): `if lane_id() == 0 { s[thread_idx_x() / 32] = v }`: in a 32 x 2 block threads (0, 0) and (0, 1) are both lane 0 with slot 0. Docs: the per-warp slot needs 1-D blocks (obligation): refused at launch.
//! S8_rt29_leader_slot_2d_block_launch.main.cpp runs it.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_leader_slot_2d_launch(y: &mut [u32], rows: usize) {
        let mut s = shared_array::<u32, 32>(); let t = thread_idx_x() as usize;
        if lane_id() == 0 { s[t / 32] = t as u32 + rows as u32; }
        sync_threads();
        if t == 0 { let b = block_idx_x() as usize; if b < y.len() { y[b] = s[0] + s[1]; } }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
