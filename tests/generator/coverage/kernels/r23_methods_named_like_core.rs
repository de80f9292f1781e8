//! Red team 23 (which impl a call runs): the user's own types with methods named like core's: inherent `len`, `get`, `min`, `max`, `is_empty`, `swap` on a struct, and a trait `Mn { fn min(self, o: Self) -> Self }` implemented for a user type, beside core's `u32::min`/`slice::len` in the same kernel. Docs: the crate's method runs, core's for core's types.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Bag { a: u32, b: u32 }
impl Bag {
    fn len(&self) -> usize { 42 }
    fn get(&self, k: usize) -> Option<u32> { if k == 0 { Some(self.b) } else { None } }
    fn min(self, o: Bag) -> u32 { self.a.max(o.a) }
    fn max(self, o: Bag) -> u32 { self.b.min(o.b) }
    fn is_empty(&self) -> bool { self.a == 7 }
    fn swap(&mut self) { self.a = self.a + 1; }
}
#[derive(Clone, Copy)]
struct N(u32);
trait Mn { fn min(self, o: Self) -> Self; }
impl Mn for N { fn min(self, o: N) -> N { N(self.0.wrapping_add(o.0)) } }
rsgpu::kernel! {
    pub fn r23_methods_named_like_core(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let p = Bag { a: v % 13, b: v >> 7 };
            let q = Bag { a: v % 11, b: v >> 9 };
            let mut r = p;
            r.swap();
            o1[i] = p.len() as u32 + x.len() as u32 * 100 + p.get(0).unwrap_or(5) + p.get(1).unwrap_or(5);
            o2[i] = p.min(q) * 1000 + p.max(q) + v.min(12345) + r.a;
            o3[i] = N(v).min(N(3)).0 ^ (p.is_empty() as u32) ^ Mn::min(N(v >> 2), N(9)).0.rotate_left(3);
        }
    }
}
