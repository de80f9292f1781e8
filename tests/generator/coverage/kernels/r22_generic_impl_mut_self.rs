//! Red team 22 (which impl a call runs; around r22_generic_impl_self_method): `&mut self` methods: `impl<T: Copy> Tr for W<T> { fn bump(&mut self, d) }` (adds `d`) and `impl Tr2 for W<u32> { fn bump(&mut self, d) }` (multiplies by `d`); `Tr2::bump(&mut a, v)` then `Tr::bump(&mut a, v)` on one `W<u32>`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

trait Tr {
    fn bump(&mut self, d: u32) -> u32;
}
trait Tr2 {
    fn bump(&mut self, d: u32) -> u32;
}
#[derive(Clone, Copy)]
struct W<T>(T, u32);
impl<T: Copy> Tr for W<T> {
    fn bump(&mut self, d: u32) -> u32 {
        self.1 = self.1.wrapping_add(d);
        self.1
    }
}
impl Tr2 for W<u32> {
    fn bump(&mut self, d: u32) -> u32 {
        self.1 = self.1.wrapping_mul(d | 1);
        self.1 ^ self.0
    }
}

rsgpu::kernel! {
    pub fn r22_generic_impl_mut_self(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            let mut a = W(7u32, v);
            o1[i] = Tr2::bump(&mut a, v);
            o2[i] = Tr::bump(&mut a, 3);
            o3[i] = a.1;
        }
    }
}
