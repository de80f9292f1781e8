//! Red team 21: a crate trait whose methods are named like core's inherent
//! methods (`abs`, `min`, `count_ones`, `rotate_left`), implemented for `i32`
//! and `u32` with other bodies. `x.abs()` runs core's inherent method (Rust
//! prefers it), `MyOps::abs(x)` / `<u32 as MyOps>::min(..)` the crate's.
#![no_std]
use rsgpu::*;

trait MyOps {
    fn abs(self) -> u32;
    fn min(self, o: Self) -> u32;
    fn count_ones(self) -> u32;
    fn rotate_left(self, k: u32) -> u32;
}
impl MyOps for i32 {
    fn abs(self) -> u32 {
        (self as u32).wrapping_mul(3)
    }
    fn min(self, o: i32) -> u32 {
        (self as u32) ^ (o as u32)
    }
    fn count_ones(self) -> u32 {
        99
    }
    fn rotate_left(self, k: u32) -> u32 {
        (self as u32) + k
    }
}
impl MyOps for u32 {
    fn abs(self) -> u32 {
        self + 5
    }
    fn min(self, o: u32) -> u32 {
        self.wrapping_add(o).wrapping_mul(7)
    }
    fn count_ones(self) -> u32 {
        self / 3
    }
    fn rotate_left(self, k: u32) -> u32 {
        self.wrapping_sub(k)
    }
}

rsgpu::kernel! {
    pub fn r21_trait_named_like_core(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let s = v as i32 - 2500;
            o1[i] = s.abs() as u32 ^ MyOps::abs(s) ^ <u32 as MyOps>::abs(v);
            o2[i] = MyOps::min(s, 7) ^ <u32 as MyOps>::min(v, 9) ^ Ord::min(v, 1000) ^ (Ord::min(s, 3) as u32);
            o3[i] = MyOps::count_ones(s) ^ <u32 as MyOps>::count_ones(v) ^ v.count_ones()
                ^ MyOps::rotate_left(v, 3) ^ v.rotate_left(3) ^ MyOps::rotate_left(s, 2);
        }
    }
}
