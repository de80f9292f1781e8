//! S5, near miss of accept/slice_part_helper_indexed_writes: a device fn may
//! write its `&mut [T]` parameter at any index, but the kernel's own `&mut`
//! slice parameter is every thread's: written at index 0 next to a helper
//! call on the thread's own chunk, it is refused.
#![no_std]
use rsgpu::*;

fn put_last(s: &mut [f32], v: f32) {
    let n = s.len();
    if n > 0 {
        s[n - 1] = v;
    }
}

rsgpu::kernel! {
    pub fn part_helper_kernel_foreign_index(y: &mut [f32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            put_last(c, 1.0);
        }
        if i < z.len() {
            z[0] = 3.0;
        }
    }
}
// CHECK: error[RG0201]: write to `z[{{.*}}]`
