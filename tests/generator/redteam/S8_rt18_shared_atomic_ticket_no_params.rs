//! S8 misuse (red team 18): a helper with no parameters taking a ticket from a block-shared counter (`shared_atomics::<u32, 1>()[0].fetch_add(1)`): no argument, yet per thread.
#![no_std]
use rsgpu::*;

fn ticket() -> u32 {
    let c = shared_atomics::<u32, 1>();
    c[0].fetch_add(1, atomic::Ordering::Relaxed)
}

rsgpu::kernel! {
    pub fn shared_atomic_ticket_no_params(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if ticket() < 32 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
