//! S8 misuse (red team 18): a helper with no parameters reading a `static` table at the thread index (`TABLE[t % 4]`).
#![no_std]
use rsgpu::*;

static TABLE: [u32; 4] = [0, 1, 0, 1];
fn parity() -> u32 {
    TABLE[(thread_idx_x() % 4) as usize]
}

rsgpu::kernel! {
    pub fn static_table_at_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if parity() == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
