//! Red team 23 (which impl a call runs): a supertrait default method calling subtrait-implemented methods: `trait Base { fn id(&self) -> u32; fn k() -> u32 { 1 } }`, `trait Sub: Base { fn combo(&self) -> u32 { self.id() * 10 + Self::k() + Self::extra() } fn extra() -> u32; }`, A overriding `k`, B keeping it. Docs: defaults naming `Self` are instantiated per type; each call must run rustc's impl or be refused.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct A(u32);
struct B(u32);
trait Base {
    fn id(&self) -> u32;
    fn k() -> u32 { 1 }
}
trait Sub: Base {
    fn extra() -> u32;
    fn combo(&self) -> u32 { self.id() * 10 + Self::k() + Self::extra() }
}
impl Base for A { fn id(&self) -> u32 { self.0 + 1 } fn k() -> u32 { 7 } }
impl Base for B { fn id(&self) -> u32 { self.0 + 2 } }
impl Sub for A { fn extra() -> u32 { 100 } }
impl Sub for B { fn extra() -> u32 { 200 } fn combo(&self) -> u32 { self.id() * 3 + Self::k() + Self::extra() } }
#[inline(never)]
fn run<T: Sub>(t: &T) -> u32 { t.combo() + T::k() * 1000 }
rsgpu::kernel! {
    pub fn r23_supertrait_default_calls_sub(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 100000;
            o1[i] = A(v).combo() + 7 * B(v).combo();
            o2[i] = run(&A(v)) ^ run(&B(v >> 1));
            o3[i] = <A as Base>::k() + 10 * <B as Base>::k() + 100 * <A as Sub>::extra() + <B as Sub>::extra();
        }
    }
}
