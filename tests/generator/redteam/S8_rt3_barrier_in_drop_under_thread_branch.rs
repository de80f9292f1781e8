//! S8: a guard type whose `Drop` runs `sync_threads()`, dropped inside
//! `if t < 16 { .. }`: in Rust the barrier runs for 16 threads (RG0210).
//! rsgpu-gen must refuse it (RG0210, or RG010x if `Drop` is not supported),
//! not translate it without the drop: MIR's `drop(_g)` terminator is skipped
//! today, so the generated kernel never runs `Phase::drop` at all.
#![no_std]
use rsgpu::*;

struct Phase {
    k: u32,
}

impl Drop for Phase {
    fn drop(&mut self) {
        if self.k < 1000 {
            sync_threads();
        }
    }
}

rsgpu::kernel! {
    pub fn barrier_in_drop_under_thread_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 16 {
            let _g = Phase { k: t };
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0{{(10[0-2]|210)}}]:
