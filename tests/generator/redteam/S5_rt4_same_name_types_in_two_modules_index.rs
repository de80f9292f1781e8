//! S5: two types both named `S` (modules a and b) implement `Idx::at` as i * k
//! and i / k; one generic `index_of<T: Idx>` is instantiated for both. The
//! instances must not be merged. Expected: RG0201 on z (`i / 2` collides),
//! never the one impl for both. (O0 was RG0100 "ambiguous call" until session
//! 25, when impl headers began to be read in their modules: `impl super::Idx
//! for S` in `mod b` is `b::S`'s.)
#![no_std]
use rsgpu::*;
pub trait Idx { fn at(&self, i: usize) -> usize; }
mod a { pub struct S { pub k: usize } impl super::Idx for S { fn at(&self, i: usize) -> usize { i * self.k } } }
mod b { pub struct S { pub k: usize } impl super::Idx for S { fn at(&self, i: usize) -> usize { i / self.k } } }
fn index_of<T: Idx>(s: &T, i: usize) -> usize { s.at(i) }
rsgpu::kernel! {
    pub fn same_name_types_index(y: &mut [f32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let sa = a::S { k: 1 };
        let sb = b::S { k: 2 };
        let j = index_of(&sa, i);
        if j < y.len() { y[j] = 1.0; }
        let k = index_of(&sb, i);
        if k < z.len() { z[k] = 1.0; }
    }
}
// CHECK: error[RG0201]: write to `z[k]` may collide
