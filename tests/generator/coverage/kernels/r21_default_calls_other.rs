//! Red team 21 (which impl a call runs): one trait, three types. `A` keeps
//! every default, `B` overrides the default `scaled` (which calls the required
//! `base` and reads `Self::K`), `C` keeps `scaled` but overrides `bonus`, which
//! the default `scaled` calls. Calls: method syntax, `Tr::scaled(&x)`,
//! `<C as Tr>::scaled(&x)`, a generic fn over `T: Tr` and a static default
//! `Self::make(..)` reached through another default.
#![no_std]
use rsgpu::*;

trait Tr {
    const K: u32;
    fn base(&self) -> u32;
    fn bonus(&self) -> u32 {
        1000
    }
    fn scaled(&self) -> u32 {
        self.base() * Self::K + self.bonus()
    }
    fn make(v: u32) -> u32 {
        v + Self::K
    }
    fn made(&self) -> u32 {
        Self::make(self.base()) * 3
    }
}

#[derive(Clone, Copy)]
struct A {
    v: u32,
}
#[derive(Clone, Copy)]
struct B {
    v: u32,
}
#[derive(Clone, Copy)]
struct C {
    v: u32,
}

impl Tr for A {
    const K: u32 = 2;
    fn base(&self) -> u32 {
        self.v + 1
    }
}
impl Tr for B {
    const K: u32 = 3;
    fn base(&self) -> u32 {
        self.v + 2
    }
    fn scaled(&self) -> u32 {
        self.base() * 7 + Self::K
    }
    fn make(v: u32) -> u32 {
        v * 5
    }
}
impl Tr for C {
    const K: u32 = 4;
    fn base(&self) -> u32 {
        self.v + 3
    }
    fn bonus(&self) -> u32 {
        2000
    }
}

fn via<T: Tr>(t: &T) -> u32 {
    t.scaled() * 11 + t.made()
}

rsgpu::kernel! {
    pub fn r21_default_calls_other(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let a = A { v };
            let b = B { v };
            let c = C { v };
            o1[i] = a.scaled() + 10 * b.scaled() + 100 * c.scaled();
            o2[i] = Tr::scaled(&a) ^ <C as Tr>::scaled(&c) ^ (B::made(&b) << 8) ^ (A::made(&a) << 4) ^ c.made();
            o3[i] = via(&a) + 3 * via(&b) + 7 * via(&c);
        }
    }
}
