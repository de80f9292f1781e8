//! S5: `let mut it = i..i + 2; it.next(); y[it.next().unwrap()]` next to
//! `y[i]` — thread i writes y[i + 1], thread i + 1 writes y[i + 1]. Expected
//! RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn range_next_twice(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = i..i + 2;
        it.next();
        if let Some(j) = it.next() {
            if j < y.len() { y[j] = 1.0; }
        }
        if i < y.len() { y[i] = 2.0; }
    }
}
// CHECK: error[RG0201]:
