use diff::*;
use kernel::u27_word_count_fsm;

fn main() {
    diff::main(|d| {
        for chunks in [1usize, 7, 40] {
            let text = from_fn(chunks * 32, |i| b"ab c1 9_z 42 .Qx "[(hash(84, i) % 17) as usize]);
            launch!(d, threads(chunks.div_ceil(32), 32), u27_word_count_fsm(text = buf(text), out = buf_mut(zeros(chunks * 4))));
        }
    });
}
