//! Not an S-property, a silent miscompile: `impl Drop for Tally { fn drop(..)
//! { self.c.fetch_add(1, Relaxed) } }` — every thread drops one `Tally`, so
//! the counter must end at the thread count. rsgpu-gen must emit the drop
//! call or refuse the kernel (RG0100/RG0101/RG0102), never translate it
//! without the drop.
#![no_std]
use core::sync::atomic::Ordering;
use rsgpu::*;

struct Tally<'a> {
    c: &'a Atomic<u32>,
}

impl<'a> Drop for Tally<'a> {
    fn drop(&mut self) {
        self.c.fetch_add(1, Ordering::Relaxed);
    }
}

rsgpu::kernel! {
    pub fn drop_impl_side_effect_lost(counter: &Atomic<u32>, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        {
            let _t = Tally { c: counter };
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0{{(10[0-2]|301)}}]:
