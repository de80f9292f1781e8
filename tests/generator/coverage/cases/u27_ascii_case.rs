use diff::*;
use kernel::u27_ascii_case;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 300] {
            let text = from_fn(n, |i| b"hello World-foo.bar\tBAZ 42 x!\x01\xff"[(hash(93, i) % 31) as usize]);
            launch!(d, threads(n.div_ceil(64), 64), u27_ascii_case(text = buf(text), out = buf_mut(zeros(n))));
        }
    });
}
