//! Emulator stack (docs/emulator.md: a thread that reaches a barrier runs on a
//! 128 KiB fiber): a Rust kernel with a 256 KiB local array (`[u32; 65536]`)
//! live across `sync_threads()`. Expected: a correct run (every y[i] = 65536)
//! or a clear Error; the driver fails on anything else, and a crash (SIGSEGV)
//! fails the test.
// REJECT-OK: error\[RG02[0-9][0-9]\]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn big_local_array_across_barrier(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut a = [1u32; 65536];
        a[i % 65536] = 1;
        sync_threads();
        let mut s = 0u32;
        for k in 0..65536 {
            s = s.wrapping_add(a[k]);
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
