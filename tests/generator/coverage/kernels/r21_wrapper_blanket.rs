//! Red team 21: `impl<T: Tr> Other for Wrapper<T>` (a generic impl whose
//! argument is a struct of the crate), used with two types; also a generic
//! inherent impl `impl<T: Tr> Wrapper<T> { fn inner(&self) }`.
#![no_std]
use rsgpu::*;

trait Tr {
    fn t(&self) -> u32;
}
trait Other {
    fn o(&self) -> u32;
}
#[derive(Clone, Copy)]
struct A(u32);
#[derive(Clone, Copy)]
struct B(u32);
impl Tr for A {
    fn t(&self) -> u32 {
        self.0 + 100
    }
}
impl Tr for B {
    fn t(&self) -> u32 {
        self.0 * 3
    }
}
#[derive(Clone, Copy)]
struct Wrapper<T> {
    w: T,
    k: u32,
}
impl<T: Tr> Other for Wrapper<T> {
    fn o(&self) -> u32 {
        self.w.t() * self.k + 1
    }
}
impl<T: Tr> Wrapper<T> {
    fn inner(&self) -> u32 {
        self.w.t() + self.k
    }
}

rsgpu::kernel! {
    pub fn r21_wrapper_blanket(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let wa = Wrapper { w: A(v), k: 3 };
            let wb = Wrapper { w: B(v), k: 5 };
            o1[i] = wa.o();
            o2[i] = wb.o();
            o3[i] = wa.inner() * 1000 + wb.inner();
        }
    }
}
