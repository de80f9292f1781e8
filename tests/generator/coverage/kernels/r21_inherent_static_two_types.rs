//! Red team 21: inherent associated fns of one name and signature on three
//! types (`A::make`, `B::make`, `C::make`), `B`'s impl header with a `where`
//! clause and `C`'s over two lines (headers generics.md says are not read).
#![no_std]
use rsgpu::*;

struct A;
struct B;
struct C;
impl A {
    fn make(v: u32) -> u32 {
        v + 1
    }
}
impl B
where
    B: Sized,
{
    fn make(v: u32) -> u32 {
        v * 2
    }
}
impl
    C {
    fn make(v: u32) -> u32 {
        v * 3 + 7
    }
}

rsgpu::kernel! {
    pub fn r21_inherent_static_two_types(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = A::make(v);
            o2[i] = B::make(v);
            o3[i] = C::make(v);
        }
    }
}
