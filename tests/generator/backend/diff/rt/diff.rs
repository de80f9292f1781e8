//! Reference side of rsgpu-gen's differential tests (docs/generator/e2e.md).
//!
//! A case file (`cases/NAME.rs`) is a `main` that launches the Rust kernel,
//! compiled natively by rustc against the `host` rsgpu bindings, on
//! deterministic inputs. [`launch!`] records each launch's shape and argument
//! bytes (`inputs.bin`), runs the kernel, and records every buffer argument
//! afterwards (`expected.bin`). The C++ driver replays `inputs.bin` through
//! the generated `launch_NAME` stub on rsgpu's host emulator and compares its
//! buffers with `expected.bin` byte for byte.
use rsgpu::host::{self, Dim3};
use std::cell::UnsafeCell;

/// Serialized launches; written by [`main`].
#[derive(Default)]
pub struct Diff {
    inputs: Vec<u8>,
    expected: Vec<u8>,
    cases: u32,
    shape: Option<(Dim3, Dim3)>,
}

/// Magic numbers shared with driver.cpp (a case records the kernel it
/// launches since 0xCA5E_0002: the driver replays it through that kernel).
const FILE_MAGIC: &[u8; 8] = b"RSGPUDF1";
const CASE_MAGIC: u32 = 0xCA5E_0002;

fn put_u32(v: &mut Vec<u8>, x: u32) {
    v.extend_from_slice(&x.to_le_bytes());
}
fn put_blob(v: &mut Vec<u8>, b: &[u8]) {
    v.extend_from_slice(&(b.len() as u64).to_le_bytes());
    v.extend_from_slice(b);
}

impl Diff {
    #[doc(hidden)]
    pub fn begin(
        &mut self,
        kernel: &str,
        grid: Dim3,
        block: Dim3,
        names: &[&str],
        args: &[&dyn Arg],
    ) {
        let label = format!(
            "{kernel} grid=({},{},{}) block=({},{},{}) {}",
            grid.0,
            grid.1,
            grid.2,
            block.0,
            block.1,
            block.2,
            names
                .iter()
                .zip(args)
                .map(|(n, a)| format!("{n}{}", a.describe()))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let v = &mut self.inputs;
        put_u32(v, CASE_MAGIC);
        put_blob(v, kernel.as_bytes());
        put_blob(v, label.as_bytes());
        for x in [grid.0, grid.1, grid.2, block.0, block.1, block.2] {
            put_u32(v, x);
        }
        put_u32(v, args.len() as u32);
        for a in args {
            v.push(a.is_buffer() as u8);
            put_blob(v, a.bytes());
        }
        self.cases += 1;
        self.shape = Some((grid, block));
        eprintln!("case {}: {label}", self.cases);
    }
    #[doc(hidden)]
    pub fn shape(&self) -> (Dim3, Dim3) {
        self.shape.expect("begin() first")
    }
    #[doc(hidden)]
    pub fn end(&mut self, args: &[&dyn Arg]) {
        let bufs: Vec<_> = args.iter().filter(|a| a.is_buffer()).collect();
        put_u32(&mut self.expected, CASE_MAGIC);
        put_u32(&mut self.expected, bufs.len() as u32);
        for a in bufs {
            put_blob(&mut self.expected, a.bytes());
        }
    }
}

/// Runs `cases`, then writes `argv[1]` (inputs) and `argv[2]` (expected).
pub fn main(cases: impl FnOnce(&mut Diff)) {
    let args: Vec<_> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: {} INPUTS.bin EXPECTED.bin", args[0]);
        std::process::exit(2);
    }
    let mut d = Diff::default();
    cases(&mut d);
    let mut head = FILE_MAGIC.to_vec();
    put_u32(&mut head, d.cases);
    for (path, body) in [(&args[1], &d.inputs), (&args[2], &d.expected)] {
        let mut all = head.clone();
        all.extend_from_slice(body);
        std::fs::write(path, all).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
}

// ---- launch shapes -----------------------------------------------------------

/// A grid or block extent: `n`, `(x, y)` or `(x, y, z)` of any integer type.
pub trait Shape {
    /// The extent as the bindings' `Dim3`.
    fn dim3(self) -> Dim3;
}
fn u32_of<T: TryInto<u32>>(x: T) -> u32 {
    x.try_into().ok().expect("launch extent does not fit u32")
}
macro_rules! shape_impls {
    ($($t:ty)*) => {$(
        impl Shape for $t { fn dim3(self) -> Dim3 { Dim3(u32_of(self), 1, 1) } }
        impl Shape for ($t, $t) { fn dim3(self) -> Dim3 { Dim3(u32_of(self.0), u32_of(self.1), 1) } }
        impl Shape for ($t, $t, $t) {
            fn dim3(self) -> Dim3 { Dim3(u32_of(self.0), u32_of(self.1), u32_of(self.2)) }
        }
    )*};
}
shape_impls!(usize u32 i32);

// ---- execution modes ---------------------------------------------------------

/// Thread by thread, one after another (barrier-free 1-D kernels): the
/// sequential reference, where every `&mut` is exclusive.
pub fn threads(grid: Dim3, block: Dim3, kernel: impl Fn()) {
    assert!(
        grid.1 == 1 && grid.2 == 1 && block.1 == 1 && block.2 == 1,
        "diff: `threads` runs 1-D launches; use `blocks` for 2-D/3-D"
    );
    for b in 0..grid.0 {
        for t in 0..block.0 {
            host::as_thread(t, b, block.0, grid.0, &kernel);
        }
    }
}

/// Block by block with the bindings' `host::launch`: the threads of a block
/// run concurrently and meet at real barriers (barrier, shared-memory, warp
/// kernels, and any 2-D/3-D launch), the phase-by-phase reference.
pub fn blocks(grid: Dim3, block: Dim3, kernel: impl Fn() + Sync) {
    host::launch(grid, block, kernel);
}

// ---- kernel arguments ----------------------------------------------------------

/// One recorded kernel argument.
pub trait Arg {
    /// Buffers (slices, `&T`) are copied back and compared; scalars are not.
    fn is_buffer(&self) -> bool;
    /// The argument's bytes, in the layout the kernel sees (`repr(C)`).
    fn bytes(&self) -> &[u8];
    /// For the case label.
    fn describe(&self) -> String;
}

/// The bytes of `s`. Kernel argument types are `repr(C)` without padding
/// (primitives, `gpu_struct!`s of them, atomics), so every byte is defined.
fn bytes_of<T>(s: &[T]) -> &[u8] {
    unsafe { core::slice::from_raw_parts(s.as_ptr() as *const u8, core::mem::size_of_val(s)) }
}

/// A by-value parameter (`f32`, `usize`, a `gpu_struct!`).
pub struct Val<T>(T);
/// `val(x)`: pass `x` by value.
pub fn val<T: Copy + core::fmt::Debug>(x: T) -> Val<T> {
    Val(x)
}
impl<T: Copy> Val<T> {
    #[doc(hidden)]
    pub fn param(&self) -> T {
        self.0
    }
}
impl<T: Copy + core::fmt::Debug> Arg for Val<T> {
    fn is_buffer(&self) -> bool {
        false
    }
    fn bytes(&self) -> &[u8] {
        bytes_of(core::slice::from_ref(&self.0))
    }
    fn describe(&self) -> String {
        format!("={:?}", self.0)
    }
}

/// A `&[T]` parameter (also `&[Atomic<T>]`: atomics mutate through `&`).
pub struct Buf<T>(Vec<T>);
/// `buf(v)`: pass `&v[..]`.
pub fn buf<T>(v: Vec<T>) -> Buf<T> {
    Buf(v)
}
impl<T> Buf<T> {
    #[doc(hidden)]
    pub fn param(&self) -> &[T] {
        &self.0
    }
}
impl<T> Arg for Buf<T> {
    fn is_buffer(&self) -> bool {
        true
    }
    fn bytes(&self) -> &[u8] {
        bytes_of(&self.0)
    }
    fn describe(&self) -> String {
        format!("[{}]", self.0.len())
    }
}

/// A `&T` parameter (e.g. `&Atomic<f32>`): a one-element buffer.
pub struct One<T>(T);
/// `one(x)`: pass `&x`.
pub fn one<T>(x: T) -> One<T> {
    One(x)
}
impl<T> One<T> {
    #[doc(hidden)]
    pub fn param(&self) -> &T {
        &self.0
    }
}
impl<T> Arg for One<T> {
    fn is_buffer(&self) -> bool {
        true
    }
    fn bytes(&self) -> &[u8] {
        bytes_of(core::slice::from_ref(&self.0))
    }
    fn describe(&self) -> String {
        "[1]".into()
    }
}

/// A `&mut [T]` parameter. Every GPU thread receives the same `&mut [T]`, as
/// on the device: sound in `threads` mode (sequential); in `blocks` mode the
/// threads of a block hold it at once and rely on the kernel writing only
/// thread-distinct elements, which is what rsgpu-gen's S5 analysis proves of
/// every kernel it translates.
pub struct BufMut<T>(UnsafeCell<Vec<T>>);
unsafe impl<T: Send> Sync for BufMut<T> {}
/// `buf_mut(v)`: pass `&mut v[..]`.
pub fn buf_mut<T>(v: Vec<T>) -> BufMut<T> {
    BufMut(UnsafeCell::new(v))
}
impl<T> BufMut<T> {
    #[doc(hidden)]
    #[allow(clippy::mut_from_ref)]
    pub fn param(&self) -> &mut [T] {
        unsafe { &mut *self.0.get() }
    }
}
impl<T> Arg for BufMut<T> {
    fn is_buffer(&self) -> bool {
        true
    }
    fn bytes(&self) -> &[u8] {
        bytes_of(unsafe { &*self.0.get() })
    }
    fn describe(&self) -> String {
        format!("[{}]", unsafe { &*self.0.get() }.len())
    }
}

/// Records and runs one launch of kernel `k` in `mode` (`threads` or
/// `blocks`) with the grid and block given, then records its buffers:
///
/// ```ignore
/// diff::launch!(d, threads(n.div_ceil(256), 256),
///               saxpy(a = val(1.5f32), x = buf(floats(n, 1)), y = buf_mut(floats(n, 2))));
/// ```
/// Arguments are in the kernel's parameter order; the names are only local.
#[macro_export]
macro_rules! launch {
    ($d:expr, $mode:ident($g:expr, $b:expr),
     $k:ident($($name:ident = $kind:ident($($e:tt)*)),* $(,)?)) => {{
        // Shape and values first, then the names: a case's own variables may
        // share a name with a parameter (`ids = buf_mut(u32s(ids, 1))`).
        let shape = ($crate::Shape::dim3($g), $crate::Shape::dim3($b));
        let ($($name,)*) = ($($crate::$kind($($e)*),)*);
        let d: &mut $crate::Diff = $d;
        d.begin(stringify!($k), shape.0, shape.1,
                &[$( stringify!($name) ),*], &[$( &$name as &dyn $crate::Arg ),*]);
        let (g, b) = d.shape();
        $crate::$mode(g, b, || { $k($( $name.param() ),*); });
        d.end(&[$( &$name as &dyn $crate::Arg ),*]);
    }};
}

// ---- deterministic inputs ------------------------------------------------------

/// splitmix64 of (seed, i): the same values on every run and platform.
pub fn hash(seed: u64, i: usize) -> u64 {
    let mut z =
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i as u64).wrapping_add(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
/// `n` floats in [-16, 16), with fractional parts (exact multiples of 1/64).
pub fn floats(n: usize, seed: u64) -> Vec<f32> {
    (0..n)
        .map(|i| (hash(seed, i) % 2048) as f32 / 64.0 - 16.0)
        .collect()
}
/// `n` arbitrary `u32`s.
pub fn u32s(n: usize, seed: u64) -> Vec<u32> {
    (0..n).map(|i| hash(seed, i) as u32).collect()
}
/// `n` `i32`s in [-range, range).
pub fn i32s(n: usize, seed: u64, range: i32) -> Vec<i32> {
    (0..n)
        .map(|i| (hash(seed, i) % (2 * range as u64)) as i32 - range)
        .collect()
}
/// `n` arbitrary bytes.
pub fn bytes(n: usize, seed: u64) -> Vec<u8> {
    (0..n).map(|i| hash(seed, i) as u8).collect()
}
/// `n` elements from `f(i)`.
pub fn from_fn<T>(n: usize, f: impl FnMut(usize) -> T) -> Vec<T> {
    (0..n).map(f).collect()
}
/// `n` default (zero) elements.
pub fn zeros<T: Default>(n: usize) -> Vec<T> {
    from_fn(n, |_| T::default())
}
