//! Red team 21: supertrait methods. `Derived: Base`; `Base::twice` is a
//! default calling `base`, `Derived::derived` a default calling `twice` and
//! `base`. `X` keeps both defaults, `Y` overrides `twice` (Base) and keeps
//! `derived`, `Z` overrides `derived`; a generic fn over `Derived` calls the
//! supertrait's method on its `T`.
#![no_std]
use rsgpu::*;

trait Base {
    fn base(&self) -> u32;
    fn twice(&self) -> u32 {
        self.base() * 2
    }
}
trait Derived: Base {
    fn derived(&self) -> u32 {
        self.twice() * 10 + self.base()
    }
}
#[derive(Clone, Copy)]
struct X(u32);
#[derive(Clone, Copy)]
struct Y(u32);
#[derive(Clone, Copy)]
struct Z(u32);
impl Base for X {
    fn base(&self) -> u32 {
        self.0 + 1
    }
}
impl Derived for X {}
impl Base for Y {
    fn base(&self) -> u32 {
        self.0 + 2
    }
    fn twice(&self) -> u32 {
        self.base() * 3
    }
}
impl Derived for Y {}
impl Base for Z {
    fn base(&self) -> u32 {
        self.0 + 3
    }
}
impl Derived for Z {
    fn derived(&self) -> u32 {
        self.twice() + 5
    }
}

fn run<T: Derived>(t: &T) -> u32 {
    t.derived() * 7 + t.twice()
}

rsgpu::kernel! {
    pub fn r21_supertrait(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = X(v).derived() + Y(v).derived() * 3 + Z(v).derived() * 5;
            o2[i] = X(v).twice() + Y(v).twice() * 3 + Z(v).twice() * 5;
            o3[i] = run(&X(v)) ^ (run(&Y(v)) << 4) ^ (run(&Z(v)) << 8);
        }
    }
}
