//! S5: `(i..len).take(2)` hands thread `i` the elements `i` and `i + 1`, and
//! thread `i + 1` writes `i + 1` too: a race. The S5 analysis knows what a
//! range yields, not what `take`/`skip`/`chain` of one yield: the write is
//! unproven (RG0201), not read as the range's own items.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_take_two_per_thread(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for r in (i..y.len()).take(2) {
            y[r] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[r]` may collide: two threads can write the same element
